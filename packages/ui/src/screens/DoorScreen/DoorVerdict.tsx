import { MEIA_ENTRADA_INFO, isMeiaEntradaTipo } from '@bilheteria/rules';
import { CircleCheck, CircleX, IdCard } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { formatTime } from '../../lib/format';
import { texts } from './texts';

/**
 * A half-price ticket's beneficiary: the door asks for the proof of `tipo`, and matches the document when it is
 * known (an online scan says it; offline check-in data holds only the type).
 */
type DoorMeiaEntrada = { tipo: string; documento?: string | null };

/** What the door shows after a read; `id` tells two verdicts of the same ticket apart. */
type DoorVerdictView =
  | {
      id: string | number;
      kind: 'admitted';
      attendeeName: string;
      ticketTypeName: string;
      meiaEntrada?: DoorMeiaEntrada | null;
      /** Lugares marcados (issue #29): "Setor B · Fileira F · Assento 12". */
      seat?: string | null;
      /** Decided on this device without the server: it goes in the queue. */
      offline?: boolean;
    }
  | {
      id: string | number;
      kind: 'refused';
      /** Why, in pt-BR ("Ingresso já utilizado", "QR code inválido ou adulterado."). */
      message: string;
      attendeeName?: string | null;
      ticketTypeName?: string | null;
      /** For a ticket already used: when, and on which device when known. */
      checkedInAt?: string | null;
      checkedInDevice?: string | null;
    };

/**
 * How long a verdict stays before the door is back to the camera. The camera keeps reading underneath, so the
 * next ticket's verdict replaces this one at once; a half-price one stays longer, while the proof is checked.
 */
const VERDICT_MS = { admitted: 1500, meia: 6000, refused: 3500 } as const;

function verdictDuration(verdict: DoorVerdictView) {
  if (verdict.kind === 'refused') return VERDICT_MS.refused;
  return verdict.meiaEntrada ? VERDICT_MS.meia : VERDICT_MS.admitted;
}

function MeiaEntradaProof({ meiaEntrada }: { meiaEntrada: DoorMeiaEntrada }) {
  const info = isMeiaEntradaTipo(meiaEntrada.tipo) ? MEIA_ENTRADA_INFO[meiaEntrada.tipo] : null;
  return (
    <div
      data-slot="door-verdict-meia"
      className="grid w-full max-w-xl gap-1 rounded-card bg-warning-soft p-4 text-left text-ink"
    >
      <p className="flex items-center gap-2 text-2xl font-extrabold tracking-wide whitespace-nowrap text-warning">
        <IdCard aria-hidden className="size-7 shrink-0" />
        {texts.verdict.meia}
      </p>
      {info ? <p className="text-base font-bold">{info.label}</p> : null}
      <p className="text-xl font-bold">{info?.proof ?? texts.verdict.meiaProofFallback}</p>
      {meiaEntrada.documento ? (
        <p className="text-base">
          {texts.verdict.meiaDocument(info?.documentLabel ?? null, meiaEntrada.documento)}
        </p>
      ) : null}
    </div>
  );
}

type DoorVerdictProps = {
  verdict: DoorVerdictView;
  /** The verdict's time is up, or door staff tapped it. */
  onDismiss(): void;
};

/** Full screen, green or red, readable at arm's length; it goes away by itself. */
function DoorVerdict({ verdict, onDismiss }: DoorVerdictProps) {
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  });
  useEffect(() => {
    const timer = setTimeout(() => dismissRef.current(), verdictDuration(verdict));
    return () => clearTimeout(timer);
    // A new verdict (a new id) starts its own time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verdict.id]);

  const admitted = verdict.kind === 'admitted';
  const Icon = admitted ? CircleCheck : CircleX;
  return (
    <div
      role="alert"
      data-slot="door-verdict"
      data-verdict={verdict.kind}
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 overflow-hidden p-6 text-center text-white',
        admitted ? 'bg-success' : 'bg-danger',
      )}
    >
      <button
        type="button"
        aria-label={texts.verdict.dismiss}
        onClick={onDismiss}
        className="absolute inset-0 cursor-pointer focus-visible:outline-4 focus-visible:outline-offset-[-8px] focus-visible:outline-white"
      />
      <div className="pointer-events-none relative grid justify-items-center gap-3">
        <Icon aria-hidden className="size-16 sm:size-20" strokeWidth={2.5} />
        <p className="text-4xl font-black tracking-tight sm:text-6xl">
          {admitted ? texts.verdict.admitted : texts.verdict.refused}
        </p>
        {verdict.kind === 'refused' ? (
          <p data-slot="door-verdict-reason" className="text-2xl font-bold sm:text-3xl">
            {verdict.message}
          </p>
        ) : null}
        {verdict.attendeeName ? (
          <p data-slot="door-verdict-name" className="text-3xl font-extrabold break-words sm:text-5xl">
            {verdict.attendeeName}
          </p>
        ) : null}
        {verdict.ticketTypeName ? (
          <p className="text-xl font-semibold sm:text-2xl">{verdict.ticketTypeName}</p>
        ) : null}
        {verdict.kind === 'admitted' && verdict.seat ? (
          <p data-slot="door-verdict-seat" className="text-2xl font-extrabold sm:text-3xl">
            {verdict.seat}
          </p>
        ) : null}
        {verdict.kind === 'admitted' && verdict.meiaEntrada ? (
          <MeiaEntradaProof meiaEntrada={verdict.meiaEntrada} />
        ) : null}
        {verdict.kind === 'refused' && verdict.checkedInAt ? (
          <p className="text-lg font-semibold">
            {verdict.checkedInDevice
              ? texts.verdict.checkedInBy(formatTime(verdict.checkedInAt), verdict.checkedInDevice)
              : texts.verdict.checkedInAt(formatTime(verdict.checkedInAt))}
          </p>
        ) : null}
        {verdict.kind === 'admitted' && verdict.offline ? (
          <p className="text-sm font-medium">{texts.verdict.offline}</p>
        ) : null}
        <p aria-hidden className="mt-4 text-sm font-medium">
          {texts.verdict.dismiss}
        </p>
      </div>
    </div>
  );
}

export { DoorVerdict, VERDICT_MS, verdictDuration };
export type { DoorMeiaEntrada, DoorVerdictProps, DoorVerdictView };
