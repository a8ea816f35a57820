import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { missingTexts, renderWithPlatform } from '../testing/index.tsx';
import { SkeletonTable } from './SkeletonTable.tsx';

const COLUMNS = [
  { key: 'date', label: 'Data' },
  { key: 'amount', label: 'Valor', numeric: true },
];

/** A page's section named by its heading, holding the table that loads under the same words. */
function SectionWithLoadingTable({ caption }: { caption: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{caption}</h2>
      <SkeletonTable caption={caption} columns={COLUMNS} rows={2} />
    </section>
  );
}

describe('SkeletonTable', () => {
  it('names its loading scroll region apart from the section it sits in (axe’s landmark-unique)', async () => {
    await renderWithPlatform(<SectionWithLoadingTable caption="Movimentações do saldo de bônus" />, { language: 'pt-BR', commonTexts: 'base' });
    const audit = await axe.run(document.body, { runOnly: ['landmark-unique'] });
    expect(audit.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    expect(screen.getByRole('region', { name: 'Movimentações do saldo de bônus' })).toBeInTheDocument();
    const loading = screen.getByRole('region', { name: 'Carregando: Movimentações do saldo de bônus' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    // Still reachable by keyboard, to scroll a table wider than the screen.
    expect(loading).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Movimentações do saldo de bônus' })).toBeInTheDocument();
    expect(missingTexts()).toEqual([]);
  });
});
