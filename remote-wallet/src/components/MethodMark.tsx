import type { PaymentMethod } from '../lib/payment-methods.ts';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Marks of the e-wallets: their initials, as their own apps abbreviate them. */
const INITIALS: Partial<Record<PaymentMethod, string>> = { papara: 'PA', payfix: 'PF', pep: 'PEP', mefete: 'MF' };

/** A method's small emblem (decorative: the method's name is always written next to it). */
export function MethodMark({ method, size = 22 }: { method: PaymentMethod; size?: number }) {
  const initials = INITIALS[method];
  if (initials) {
    return (
      <span aria-hidden="true" style={{ fontSize: initials.length > 2 ? 11 : 13, fontWeight: 800, letterSpacing: '0.02em' }}>
        {initials}
      </span>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {method === 'pix' ? (
        <g {...STROKE}>
          <path d="M12 3.5 20.5 12 12 20.5 3.5 12z" />
          <path d="M8 12h2.2l1.8-1.8L13.8 12H16" />
        </g>
      ) : method === 'card' ? (
        <g {...STROKE}>
          <rect x="3" y="5.5" width="18" height="13" rx="2" />
          <path d="M3 10h18M7 15h4" />
        </g>
      ) : method === 'crypto' ? (
        <g {...STROKE}>
          <path d="M9 6.5h4.5a2.75 2.75 0 0 1 0 5.5H9zm0 5.5h5a2.75 2.75 0 0 1 0 5.5H9zM9 5v14M11.5 4.5v2M11.5 17.5v2" />
        </g>
      ) : (
        <g {...STROKE}>
          <path d="M3.5 9.5 12 4.5l8.5 5zM5 19.5h14M6.5 10.5v6.5M10 10.5v6.5M14 10.5v6.5M17.5 10.5v6.5" />
        </g>
      )}
    </svg>
  );
}
