import { useLocation, useNavigate } from 'react-router-dom';
import { Skeleton, paths, useTranslation } from '@palpite/shared';
import { ModeSwitch, type PlayMode } from './ModeSwitch.tsx';
import styles from './GameHeader.module.css';

interface GameHeaderProps {
  titleId: string;
  mode: PlayMode;
  onModeChange: (mode: PlayMode) => void;
}

/** The game page's own bar (the site's navbar is hidden here): back, title, mode, balance. */
export function GameHeader({ titleId, mode, onModeChange }: GameHeaderProps) {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no earlier page in this tab): back leads to the game list instead.
  const goBack = () => (location.key === 'default' ? navigate(paths.games()) : navigate(-1));

  return (
    <header className={styles.header}>
      <button type="button" className={styles.back} onClick={goBack} aria-label={t('gameDetails.back')}>
        <span aria-hidden="true">←</span>
        <span className={styles.backLabel}>{t('gameDetails.back')}</span>
      </button>
      <div className={styles.heading}>
        <h1 id={titleId} className={styles.title}>
          {t('gameDetails.title')}
        </h1>
        <div className={styles.provider} aria-busy="true">
          <Skeleton width={140} height={12} />
        </div>
      </div>
      <div className={styles.mode}>
        <ModeSwitch mode={mode} onChange={onModeChange} />
      </div>
      <div className={styles.balance} aria-busy="true">
        <span className={styles.balanceLabel}>{mode === 'demo' ? t('gameDetails.demoBalance') : t('gameDetails.balance')}</span>
        <Skeleton width={96} height={18} />
      </div>
    </header>
  );
}
