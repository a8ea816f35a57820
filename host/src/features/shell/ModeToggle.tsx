import { useNavigate } from 'react-router-dom';
import { paths, useMode, useTranslation, type Mode } from '@palpite/shared';
import { Icon } from './icons/Icon.tsx';
import styles from './ModeToggle.module.css';

/** Where each mode's button goes (spec §4 "Mode": Casino → /Game, Sports → /sports). */
const TARGETS: Record<Mode, { to: string; labelKey: string; icon: 'cherries' | 'football' }> = {
  Casino: { to: paths.games(), labelKey: 'mode.casino', icon: 'cherries' },
  Sports: { to: paths.sports(), labelKey: 'mode.sports', icon: 'football' },
};

/** The Casino/Sports switch; the current mode is shown pressed. */
export function ModeToggle({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const [mode] = useMode();
  const navigate = useNavigate();
  return (
    <div role="group" aria-label={t('mode.label')} className={[styles.toggle, className].filter(Boolean).join(' ')}>
      {(Object.keys(TARGETS) as Mode[]).map((option) => (
        <button
          key={option}
          type="button"
          className={styles.option}
          aria-pressed={mode === option}
          onClick={() => {
            navigate(TARGETS[option].to);
            onNavigate?.();
          }}
        >
          <Icon name={TARGETS[option].icon} size={18} />
          {t(TARGETS[option].labelKey)}
        </button>
      ))}
    </div>
  );
}
