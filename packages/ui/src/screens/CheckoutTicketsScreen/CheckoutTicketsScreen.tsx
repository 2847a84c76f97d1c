import { ChevronDown, Minus, Plus, ShoppingCart } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type MouseEvent, type ReactNode } from 'react';
import { Alert } from '../../components/Alert';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Spinner } from '../../components/Spinner';
import { cn } from '../../lib/cn';
import { AppLink } from '../../lib/link';
import { CheckoutFrame, checkoutTexts, type CheckoutEvent } from '../checkout';
import { clampQuantity } from '@bilheteria/rules';
import { texts } from './texts';

/**
 * One lot on sale: its label within the category, unit price and the most this buyer may pick now; the
 * per-customer limit (0 or absent: none) and how many of it the buyer already holds, both shown.
 */
type CheckoutTicketType = {
  id: string;
  name: string;
  price: number;
  max: number;
  limit?: number;
  held?: number;
};

/** A category (e.g. "PISTA") with the lots on sale now; none means the category is sold out. */
type CheckoutTicketCategory = { name: string; ticketTypes: readonly CheckoutTicketType[] };

type TicketQuantities = Readonly<Record<string, number>>;

/** The applied coupon's effect: the server's refusal (pt-BR), or what it takes off and the lots it unlocked. */
type CouponEffect = { code: string; refusal: string | null; discount: number; unlocked: readonly string[] };

type CheckoutTicketsScreenProps = {
  status: 'loading' | 'notFound' | 'ready';
  event?: CheckoutEvent | null;
  categories: readonly CheckoutTicketCategory[];
  quantities: TicketQuantities;
  /** The server's price of the selection (before fees); null while it is being asked for. */
  cartTotal: number | null;
  /** "em até 12x de R$ 27,50": the card's installments of the selection, from the quote (issue #27). */
  cartInstallments?: string | null;
  onQuantityChange(ticketTypeId: string, quantity: number): void;
  /** The coupon applied (empty: none). */
  coupon: string;
  /** A code applied ("Aplicar") or removed (""). */
  onCouponChange(coupon: string): void;
  /** What the applied coupon does, from the server's quote; null while it is being checked. */
  couponEffect?: CouponEffect | null;
  /** Signed-out buyers read that an account comes next; the host decides where COMPRAR leads. */
  signedIn: boolean;
  /** COMPRAR with at least one ticket chosen. */
  onBuy(): void;
  homeHref: string;
  /**
   * What changed in a selection kept from before (another buyer took the last tickets of a lot): told above
   * the lots, while the rest of the selection stays.
   */
  notice?: string | null;
  /** Half-price tickets left over the event (Lei 12.933/2013: the seller shows them); null shows nothing. */
  meiasDisponiveis?: number | null;
  /**
   * Lugares marcados (issue #29): the seat picker of a category that sells seats, shown in place of its lots'
   * quantities (the host gives it the map); null for a category without a map.
   */
  renderSeats?: (category: string) => ReactNode | null;
};

function ticketCount(categories: readonly CheckoutTicketCategory[], quantities: TicketQuantities) {
  let count = 0;
  for (const category of categories) {
    for (const type of category.ticketTypes) count += quantities[type.id] ?? 0;
  }
  return count;
}

type TicketTypeRowProps = {
  category: string;
  type: CheckoutTicketType;
  quantity: number;
  onChange(quantity: number): void;
};

function TicketTypeRow({ category, type, quantity, onChange }: TicketTypeRowProps) {
  const fullName = `${category} — ${type.name}`;
  const input = useRef<HTMLInputElement>(null);
  const set = (value: number) => onChange(clampQuantity(value, type.max));

  function step(event: MouseEvent<HTMLButtonElement>, delta: 1 | -1) {
    const next = clampQuantity(quantity + delta, type.max);
    onChange(next);
    // The button is about to be disabled (nothing left to remove or add), and a disabled button loses focus
    // to the page's body: keep keyboard users in the row, on the quantity they were changing.
    const atLimit = delta < 0 ? next <= 0 : next >= type.max;
    if (atLimit && document.activeElement === event.currentTarget) input.current?.focus();
  }
  return (
    <li data-slot="ticket-type" className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 py-4">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold">{type.name}</p>
        <p className="text-sm text-ink-muted">{texts.price(type.price)}</p>
        {type.limit ? (
          <p data-slot="lot-limit" className="text-xs text-ink-muted">
            {texts.limit(type.limit, type.held ?? 0)}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={texts.decrease(fullName)}
          disabled={quantity <= 0}
          onClick={(event) => step(event, -1)}
        >
          <Minus aria-hidden />
        </Button>
        <Input
          ref={input}
          type="number"
          inputMode="numeric"
          min={0}
          max={type.max}
          step={1}
          aria-label={texts.quantity(fullName)}
          value={quantity}
          onChange={(event: ChangeEvent<HTMLInputElement>) => set(Number(event.currentTarget.value))}
          onFocus={(event) => event.currentTarget.select()}
          className="w-14 [appearance:textfield] px-1 text-center font-semibold tabular-nums [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={texts.increase(fullName)}
          disabled={quantity >= type.max}
          onClick={(event) => step(event, 1)}
        >
          <Plus aria-hidden />
        </Button>
      </div>
    </li>
  );
}

type CategoryCardProps = {
  category: CheckoutTicketCategory;
  seats?: ReactNode | null;
  defaultOpen: boolean;
  quantities: TicketQuantities;
  onQuantityChange(ticketTypeId: string, quantity: number): void;
};

/** A collapsible category (disclosure pattern: a heading holding the toggle button). */
function CategoryCard({ category, seats, defaultOpen, quantities, onQuantityChange }: CategoryCardProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const soldOut = category.ticketTypes.length === 0;
  return (
    <Card data-slot="ticket-category" data-sold-out={soldOut || undefined}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-card px-5 py-4 text-left text-base font-bold outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <span className="flex min-w-0 items-center gap-2">
            <span className="truncate">{category.name}</span>
            {soldOut ? (
              <>
                {' '}
                <Badge variant="danger">{texts.soldOut}</Badge>
              </>
            ) : null}
          </span>
          <ChevronDown
            aria-hidden
            className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-line px-5">
        {seats && !soldOut ? (
          <div className="py-4">{seats}</div>
        ) : soldOut ? (
          <p className="py-4 text-sm font-semibold text-danger">{texts.soldOut}</p>
        ) : (
          <ul className="divide-y divide-line">
            {category.ticketTypes.map((type) => (
              <TicketTypeRow
                key={type.id}
                category={category.name}
                type={type}
                quantity={quantities[type.id] ?? 0}
                onChange={(quantity) => onQuantityChange(type.id, quantity)}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function CouponResult({ coupon, couponEffect }: { coupon: string; couponEffect: CouponEffect | null }) {
  if (!couponEffect) return <p className="text-sm text-ink-muted">{texts.couponChecking(coupon)}</p>;
  if (couponEffect.refusal)
    return (
      <Alert tone="danger" data-slot="coupon-refusal">
        {couponEffect.refusal}
      </Alert>
    );
  return (
    <Alert tone="success" data-slot="coupon-applied" className="grid gap-1">
      <p className="font-semibold">{texts.couponApplied(couponEffect.code)}</p>
      {couponEffect.discount > 0 ? <p>{texts.couponDiscount(couponEffect.discount)}</p> : null}
      {couponEffect.unlocked.length > 0 ? <p>{texts.couponUnlocked(couponEffect.unlocked)}</p> : null}
    </Alert>
  );
}

function Coupon({
  coupon,
  onCouponChange,
  couponEffect = null,
}: Pick<CheckoutTicketsScreenProps, 'coupon' | 'onCouponChange' | 'couponEffect'>) {
  const [open, setOpen] = useState(coupon !== '');
  const [typed, setTyped] = useState(coupon);
  const panelId = useId();
  return (
    <div data-slot="coupon" className="grid gap-3">
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="w-fit px-0"
      >
        {texts.couponToggle}
      </Button>
      <div id={panelId} hidden={!open} className="grid max-w-sm gap-3">
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() !== '') onCouponChange(typed.trim());
          }}
        >
          <Field label={texts.couponLabel} className="grow">
            <Input
              name="coupon"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </Field>
          <Button type="submit" variant="secondary">
            {texts.couponApply}
          </Button>
        </form>
        <div role="status" className="empty:hidden">
          {coupon !== '' ? <CouponResult coupon={coupon} couponEffect={couponEffect} /> : null}
        </div>
        {coupon !== '' ? (
          <Button
            variant="link"
            className="w-fit px-0"
            onClick={() => {
              setTyped('');
              onCouponChange('');
            }}
          >
            {texts.couponRemove}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

type CartProps = {
  count: number;
  total: number | null;
  installments: string | null;
  signedIn: boolean;
  onBuy(): void;
};

/**
 * The sticky cart. COMPRAR stays focusable at zero, so pressing it can explain why nothing happens. On a phone it
 * is one row (count and total beside COMPRAR): as a card it covered the bottom 165 px of a 390 x 844 screen, the
 * second lot (the Meia) included.
 */
function Cart({ count, total, installments, signedIn, onBuy }: CartProps) {
  const [triedEmpty, setTriedEmpty] = useState(false);
  const empty = count === 0;
  return (
    <Card data-slot="cart" className="grid gap-3 p-4 lg:p-5">
      <h2 className="sr-only items-center gap-2 text-base font-bold lg:not-sr-only lg:flex">
        <ShoppingCart aria-hidden className="size-5 text-brand-700" />
        {texts.cartTitle}
      </h2>
      <div className="flex items-center gap-4 lg:grid lg:gap-3">
        <div className="grid min-w-0 flex-1 lg:flex lg:flex-wrap lg:items-end lg:justify-between lg:gap-x-4 lg:gap-y-1">
          <p className="text-sm text-ink-muted">{checkoutTexts.ticketCount(count)}</p>
          <p className="text-base font-extrabold whitespace-nowrap tabular-nums lg:text-lg">
            {total === null ? checkoutTexts.pricing : texts.cartTotal(total)}
          </p>
          {installments && count > 0 ? (
            <p data-slot="cart-installments" className="text-xs text-ink-muted lg:w-full">
              {texts.cartInstallments(installments)}
            </p>
          ) : null}
        </div>
        <Button
          size="lg"
          aria-disabled={empty || undefined}
          // Still clickable when it looks disabled: the press explains what is missing.
          className="shrink-0 px-5 aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed lg:w-full lg:px-6"
          onClick={() => {
            if (empty) setTriedEmpty(true);
            else onBuy();
          }}
        >
          {texts.buy}
        </Button>
      </div>
      <div role="alert" className="empty:hidden">
        {triedEmpty && empty ? <Alert tone="danger">{texts.selectAtLeastOne}</Alert> : null}
      </div>
      {!signedIn ? <p className="text-xs text-ink-muted">{texts.signInNote}</p> : null}
    </Card>
  );
}

function LoadingState() {
  return (
    <div className="mx-auto grid w-full max-w-6xl justify-items-center gap-4 px-4 py-16">
      <h1 className="text-2xl font-extrabold tracking-tight">{texts.title}</h1>
      <Spinner size="lg" label={texts.loading} />
    </div>
  );
}

function NotFoundState({ homeHref }: { homeHref: string }) {
  return (
    <div className="mx-auto grid w-full max-w-xl justify-items-center gap-3 px-4 py-16 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight">{texts.notFound}</h1>
      <p className="text-ink-muted">{texts.notFoundHint}</p>
      <Button asChild variant="secondary">
        <AppLink href={homeHref}>{texts.backHome}</AppLink>
      </Button>
    </div>
  );
}

/** Checkout step 1 (spec §2): pick quantities per lot, optionally a coupon, then COMPRAR. */
function CheckoutTicketsScreen({
  status,
  event,
  categories,
  quantities,
  cartTotal,
  cartInstallments = null,
  onQuantityChange,
  coupon,
  onCouponChange,
  couponEffect = null,
  signedIn,
  onBuy,
  homeHref,
  notice = null,
  meiasDisponiveis = null,
  renderSeats,
}: CheckoutTicketsScreenProps) {
  if (status === 'loading') return <LoadingState />;
  if (status === 'notFound' || !event) return <NotFoundState homeHref={homeHref} />;

  const count = ticketCount(categories, quantities);
  return (
    <CheckoutFrame
      event={event}
      step={0}
      asideLabel={texts.cartLabel}
      asideClassName="sticky bottom-0 z-10 lg:bottom-auto"
      aside={
        <Cart
          count={count}
          total={count === 0 ? 0 : cartTotal}
          installments={cartInstallments}
          signedIn={signedIn}
          onBuy={onBuy}
        />
      }
    >
      <h1 className="text-2xl font-extrabold tracking-tight">{texts.title}</h1>
      {meiasDisponiveis !== null ? (
        <p data-slot="meias-disponiveis" className="text-sm font-semibold text-brand-800">
          {texts.meias(meiasDisponiveis)}
        </p>
      ) : null}
      <div role="alert" className="empty:hidden">
        {notice ? (
          <Alert tone="danger" data-slot="selection-notice" className="whitespace-pre-line">
            {notice}
          </Alert>
        ) : null}
      </div>
      {categories.length === 0 ? <p className="text-ink-muted">{texts.noTicketTypes}</p> : null}
      <div className="grid gap-4">
        {categories.map((category, index) => (
          <CategoryCard
            key={category.name}
            category={category}
            seats={renderSeats?.(category.name) ?? null}
            defaultOpen={index === 0}
            quantities={quantities}
            onQuantityChange={onQuantityChange}
          />
        ))}
      </div>
      <Coupon coupon={coupon} onCouponChange={onCouponChange} couponEffect={couponEffect} />
    </CheckoutFrame>
  );
}

export { CheckoutTicketsScreen };
export type {
  CheckoutTicketCategory,
  CheckoutTicketsScreenProps,
  CheckoutTicketType,
  CouponEffect,
  TicketQuantities,
};
