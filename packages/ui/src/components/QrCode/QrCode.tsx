import { create } from 'qrcode';
import { useMemo, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type QrCodeProps = Omit<ComponentProps<'svg'>, 'children'> & {
  /** What the code holds. */
  value: string;
  /** What a screen reader says instead of the pattern. */
  label: string;
};

/** The dark modules as one SVG path, one unit per module, inside a 4-module quiet zone. */
function modulesPath(value: string): { path: string; size: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { path, size: modules.size + quiet * 2 };
}

/**
 * A QR code drawn in the browser (the same `qrcode` library the server draws tickets with), as crisp SVG at any
 * size: for codes the screen makes up itself, such as a door pairing code.
 */
function QrCode({ value, label, className, ...props }: QrCodeProps) {
  const { path, size } = useMemo(() => modulesPath(value), [value]);
  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('bg-white', className)}
      {...props}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

export { QrCode };
export type { QrCodeProps };
