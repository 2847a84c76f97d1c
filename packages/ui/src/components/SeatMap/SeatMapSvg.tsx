import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useMemo, useRef, useState, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import { Button } from '../Button';
import {
  SEAT_RADIUS,
  seatPaths,
  type MapSection,
  type MapSeat,
  type SeatIndex,
  circlePath,
} from './seat-geometry';
import type { SeatStatus } from '@bilheteria/rules';
import { seatMapTexts as texts } from './texts';

type ViewBox = { x: number; y: number; width: number; height: number };

type SeatMapSvgProps = {
  sections: readonly MapSection[];
  index: SeatIndex;
  /** Current status of a seat (the statuses are refreshed apart from the geometry). */
  statusOf?: (seat: MapSeat) => SeatStatus;
  /** Seats drawn on top, one by one (the buyer's picks, the organizer's selection). */
  highlighted: ReadonlySet<string>;
  /** A tap or click on the map at (x, y) in map units. */
  onTap(x: number, y: number): void;
  label: string;
  /** Drawn above the seats (a stage label). */
  children?: ReactNode;
};

/**
 * The map as SVG with zoom (wheel, pinch, the + and − buttons) and pan (drag): a tap that did not move picks. The
 * seats are a few paths (see seat-geometry.ts): held seats striped, sold ones crossed, blocked ones small, so no
 * status is told by colour alone.
 */
export function SeatMapSvg({
  sections,
  index,
  statusOf,
  highlighted,
  onTap,
  label,
  children,
}: SeatMapSvgProps) {
  const paths = useMemo(() => seatPaths(sections, statusOf), [sections, statusOf]);
  const [view, setView] = useState<ViewBox>(index.bounds);
  const [lastBounds, setLastBounds] = useState(index.bounds);
  if (lastBounds !== index.bounds) {
    setLastBounds(index.bounds);
    setView(index.bounds);
  }
  const svg = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ moved: boolean; distance: number | null }>({ moved: false, distance: null });

  const toMap = (clientX: number, clientY: number, box: ViewBox = view) => {
    const rect = svg.current!.getBoundingClientRect();
    // preserveAspectRatio="xMidYMid meet": one scale for both axes, the map centred.
    const scale = Math.min(rect.width / box.width, rect.height / box.height);
    const offsetX = (rect.width - box.width * scale) / 2;
    const offsetY = (rect.height - box.height * scale) / 2;
    return {
      x: box.x + (clientX - rect.left - offsetX) / scale,
      y: box.y + (clientY - rect.top - offsetY) / scale,
      scale,
    };
  };
  const zoom = (factor: number, around?: { x: number; y: number }) =>
    setView((box) => {
      const width = Math.min(index.bounds.width * 2, Math.max(SEAT_RADIUS * 12, box.width / factor));
      const height = (box.height * width) / box.width;
      const cx = around?.x ?? box.x + box.width / 2;
      const cy = around?.y ?? box.y + box.height / 2;
      return {
        x: cx - ((cx - box.x) * width) / box.width,
        y: cy - ((cy - box.y) * height) / box.height,
        width,
        height,
      };
    });

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) gesture.current = { moved: false, distance: null };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (gesture.current.distance)
        zoom(distance / gesture.current.distance, toMap((a!.x + b!.x) / 2, (a!.y + b!.y) / 2));
      gesture.current = { moved: true, distance };
      return;
    }
    const dx = event.clientX - previous.x;
    const dy = event.clientY - previous.y;
    if (!gesture.current.moved && Math.hypot(dx, dy) < 4) {
      pointers.current.set(event.pointerId, previous);
      return;
    }
    gesture.current.moved = true;
    const { scale } = toMap(event.clientX, event.clientY);
    setView((box) => ({ ...box, x: box.x - dx / scale, y: box.y - dy / scale }));
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const wasTap = pointers.current.size === 1 && !gesture.current.moved;
    pointers.current.delete(event.pointerId);
    if (!wasTap) return;
    const point = toMap(event.clientX, event.clientY);
    onTap(point.x, point.y);
  };
  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    zoom(event.deltaY < 0 ? 1.25 : 0.8, toMap(event.clientX, event.clientY));
  };

  const picked = [...highlighted].flatMap((id) => index.byId.get(id) ?? []);
  return (
    <div className="relative overflow-hidden rounded-card border border-line bg-surface">
      <svg
        ref={svg}
        role="img"
        aria-label={label}
        data-slot="seat-map"
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        className="block h-[min(60vh,28rem)] w-full touch-none select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => pointers.current.delete(event.pointerId)}
        onWheel={onWheel}
      >
        <defs>
          <pattern
            id="seat-held"
            width="2"
            height="2"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="2" height="2" fill="var(--color-accent-300)" />
            <rect width="1" height="2" fill="var(--color-warning)" />
          </pattern>
        </defs>
        {children}
        <path data-status="available" d={paths.available} fill="var(--color-brand-500)" />
        <path
          data-status="held"
          d={paths.held}
          fill="url(#seat-held)"
          stroke="var(--color-warning)"
          strokeWidth={0.6}
        />
        <path data-status="sold" d={paths.sold} fill="var(--color-ink-muted)" />
        <path d={paths.soldMarks} stroke="var(--color-surface)" strokeWidth={0.9} strokeLinecap="round" />
        <path
          data-status="blocked"
          d={paths.blocked}
          fill="none"
          stroke="var(--color-ink-muted)"
          strokeWidth={0.6}
        />
        <path d={paths.accessible} fill="none" stroke="var(--color-success)" strokeWidth={0.8} />
        {picked.map(({ seat }) => (
          <g key={seat.id} data-slot="seat-picked">
            <path
              d={circlePath(seat.x, seat.y, SEAT_RADIUS + 0.6)}
              fill="var(--color-brand-900)"
              stroke="var(--color-accent-400)"
              strokeWidth={1}
            />
            <path
              d={`M${seat.x - 2} ${seat.y}l1.4 1.6l2.8-3.2`}
              fill="none"
              stroke="var(--color-surface)"
              strokeWidth={1}
              strokeLinecap="round"
            />
          </g>
        ))}
      </svg>
      <div className="absolute top-2 right-2 grid gap-1">
        <Button variant="secondary" size="icon" aria-label={texts.zoomIn} onClick={() => zoom(1.5)}>
          <Plus aria-hidden />
        </Button>
        <Button variant="secondary" size="icon" aria-label={texts.zoomOut} onClick={() => zoom(1 / 1.5)}>
          <Minus aria-hidden />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label={texts.zoomReset}
          onClick={() => setView(index.bounds)}
        >
          <RotateCcw aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** The legend: each look with its words (held striped, sold crossed: never colour alone). */
export function SeatLegend({ picked = true }: { picked?: boolean } = {}) {
  const item = (key: string, drawing: ReactNode, text: string) => (
    <li key={key} className="flex items-center gap-1.5">
      <svg viewBox="-6 -6 12 12" className="size-4" aria-hidden>
        {drawing}
      </svg>
      {text}
    </li>
  );
  const r = SEAT_RADIUS;
  return (
    <ul data-slot="seat-legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
      {item('available', <circle r={r} fill="var(--color-brand-500)" />, texts.legend.available)}
      {picked &&
        item(
          'picked',
          <circle
            r={r + 0.6}
            fill="var(--color-brand-900)"
            stroke="var(--color-accent-400)"
            strokeWidth={1}
          />,
          texts.legend.picked,
        )}
      {item(
        'held',
        <>
          <defs>
            <pattern
              id="legend-held"
              width="2"
              height="2"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="2" height="2" fill="var(--color-accent-300)" />
              <rect width="1" height="2" fill="var(--color-warning)" />
            </pattern>
          </defs>
          <circle r={r} fill="url(#legend-held)" stroke="var(--color-warning)" strokeWidth={0.6} />
        </>,
        texts.legend.held,
      )}
      {item(
        'sold',
        <>
          <circle r={r} fill="var(--color-ink-muted)" />
          <path d="M-2.2 -2.2L2.2 2.2M2.2 -2.2L-2.2 2.2" stroke="var(--color-surface)" strokeWidth={0.9} />
        </>,
        texts.legend.sold,
      )}
      {item(
        'blocked',
        <circle r={r * 0.6} fill="none" stroke="var(--color-ink-muted)" strokeWidth={0.6} />,
        texts.legend.blocked,
      )}
      {item(
        'accessible',
        <circle r={r + 1.2} fill="none" stroke="var(--color-success)" strokeWidth={0.8} />,
        texts.legend.accessible,
      )}
    </ul>
  );
}

/** "PALCO" centred above the seats, as the picker and the report's map both draw it. */
export function StageLabel({ bounds }: { bounds: SeatIndex['bounds'] }) {
  return (
    <text
      x={bounds.x + bounds.width / 2}
      y={bounds.y + 8}
      textAnchor="middle"
      fontSize={7}
      fontWeight={700}
      fill="var(--color-ink-muted)"
    >
      {texts.stage}
    </text>
  );
}
