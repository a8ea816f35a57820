import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useHistoryStep } from './use-history-step.ts';

function Probe({ onStep, expose }: { onStep: () => void; expose: (navigate: NavigateFunction) => void }) {
  useHistoryStep(onStep);
  expose(useNavigate());
  return null;
}

describe('useHistoryStep', () => {
  it('answers Back and Forward, not the first render nor the app’s own navigations', async () => {
    const onStep = vi.fn();
    let navigate: NavigateFunction = () => undefined;
    render(
      <MemoryRouter initialEntries={['/']}>
        <Probe onStep={onStep} expose={(value) => (navigate = value)} />
      </MemoryRouter>,
    );
    expect(onStep).not.toHaveBeenCalled();
    await act(async () => navigate('/sports'));
    await act(async () => navigate('/live-bets', { replace: true }));
    expect(onStep).not.toHaveBeenCalled();
    await act(async () => navigate(-1));
    expect(onStep).toHaveBeenCalledTimes(1);
    await act(async () => navigate(1));
    expect(onStep).toHaveBeenCalledTimes(2);
  });
});
