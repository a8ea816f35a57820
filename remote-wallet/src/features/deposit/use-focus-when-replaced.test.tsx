import { useRef, useState } from 'react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@palpite/shared';
import { renderWallet } from '../../testing/wallet-testing.tsx';
import { useFocusWhenReplaced } from './use-focus-when-replaced.ts';

afterEach(cleanup);

function Outcome({ fromOwnSection }: { fromOwnSection: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  useFocusWhenReplaced(title, 'ended', { fromOwnSection });
  return (
    <h3 ref={title} tabIndex={-1}>
      Ended
    </h3>
  );
}

/** A view whose confirmation ends it, in a page laid out as the host's: <main>, then a section. */
function Page({ fromOwnSection = true }: { fromOwnSection?: boolean }) {
  const [asking, setAsking] = useState(false);
  const [ended, setEnded] = useState(false);
  return (
    <main tabIndex={-1}>
      <button type="button">Elsewhere</button>
      <section>
        {ended ? (
          <Outcome fromOwnSection={fromOwnSection} />
        ) : (
          <button type="button" onClick={() => setAsking(true)}>
            End it
          </button>
        )}
        <ConfirmDialog
          open={asking}
          title="End it?"
          confirmLabel="End"
          busyLabel="Ending"
          busy={false}
          onConfirm={() => {
            setAsking(false);
            setEnded(true);
          }}
          onCancel={() => setAsking(false)}
        >
          <p>For good.</p>
        </ConfirmDialog>
      </section>
    </main>
  );
}

describe('useFocusWhenReplaced', () => {
  it('takes the focus when a confirmation ends the view it was opened from (the focus fell back to <main>)', async () => {
    const user = userEvent.setup();
    await renderWallet(<Page />);
    await user.click(screen.getByRole('button', { name: 'End it' }));
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(screen.getByRole('heading', { name: 'Ended' })).toHaveFocus();
  });

  it('takes the focus from <main> without `fromOwnSection` too: nothing there is the player’s', async () => {
    const user = userEvent.setup();
    await renderWallet(<Page fromOwnSection={false} />);
    await user.click(screen.getByRole('button', { name: 'End it' }));
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(screen.getByRole('heading', { name: 'Ended' })).toHaveFocus();
  });

  it('with `onKeyChangeOnly`, leaves the focus alone on mount and takes it once the key changes', async () => {
    /** A panel whose form gives way to a result, and comes back new from the result's button. */
    function Panel() {
      const field = useRef<HTMLInputElement>(null);
      const [round, setRound] = useState(0);
      const [ended, setEnded] = useState(false);
      useFocusWhenReplaced(field, round, { onKeyChangeOnly: true });
      function startOver() {
        setEnded(false);
        setRound((count) => count + 1);
      }
      return ended ? (
        <button type="button" onClick={startOver}>
          Start over
        </button>
      ) : (
        <>
          <input key={round} ref={field} aria-label="Amount" />
          <button type="button" onClick={() => setEnded(true)}>
            Pay
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    await renderWallet(<Panel />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });

  it('leaves the focus on a control outside its section', async () => {
    function Late() {
      const [shown, setShown] = useState(false);
      return (
        <main tabIndex={-1}>
          <button type="button" onClick={() => setShown(true)}>
            Elsewhere
          </button>
          <section>{shown ? <Outcome fromOwnSection /> : null}</section>
        </main>
      );
    }
    const user = userEvent.setup();
    await renderWallet(<Late />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
