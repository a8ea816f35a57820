import { useState } from 'react';
import { Button, ConfirmDialog, failedCallText, Notice, readApiError, SkeletonTable, useApiForm, useTranslation, useDateFormat } from '@palpite/shared';
import { AccountPage } from '../../components/AccountPage.tsx';
import { noticeOf, serverMessageText, type ServerMessage } from '../../lib/server-message.ts';
import { endOtherSessions } from './api/end-other-sessions.ts';
import { endSession } from './api/end-session.ts';
import { useSessions, type AccountSession } from './api/get-sessions.ts';
import { SESSION_COLUMNS, SessionsTable } from './SessionsTable.tsx';
import { useSessionNames } from './session-names.ts';
import styles from './ActiveSessionsPage.module.css';

type Ending = { kind: 'one'; session: AccountSession } | { kind: 'others'; count: number };

/** Where the account is logged in; end one session or all the others, each after a confirmation. */
export function ActiveSessionsPage() {
  const { t } = useTranslation('account');
  const { dateTime } = useDateFormat();
  const sessions = useSessions();
  const [ending, setEnding] = useState<Ending | null>(null);
  // The server's refusal is kept as its key and said in the language on show (a switch turns it too).
  const action = useApiForm(null);
  const [success, setSuccess] = useState<{ message: ServerMessage; at: number } | null>(null);
  const others = sessions.status === 'ready' ? sessions.data.filter((session) => !session.current) : [];

  function ask(next: Ending) {
    action.clearErrors();
    setSuccess(null);
    setEnding(next);
  }

  async function confirm() {
    if (!ending) return;
    const result = await action.submit(null, () => (ending.kind === 'one' ? endSession(ending.session.id) : endOtherSessions()));
    // Whatever happened, the list may have changed.
    sessions.reload();
    if (result === null) return;
    setEnding(null);
    // Kept by its key, like a refusal: a language picked while it shows says it again.
    setSuccess({ message: noticeOf(result), at: Date.now() });
  }

  const names = useSessionNames();

  return (
    <AccountPage title={t('activeSessions.title')} subtitle={t('activeSessions.subtitle')}>
      <div className={styles.toolbar}>
        <p className={styles.note}>{t('activeSessions.note')}</p>
        <Button variant="secondary" onClick={() => ask({ kind: 'others', count: others.length })} disabled={others.length === 0}>
          {t('activeSessions.endOthers')}
        </Button>
      </div>
      {success ? (
        <Notice key={success.at} tone="success" autoFocus>
          {serverMessageText(t, success.message)}
        </Notice>
      ) : null}
      {sessions.status === 'loading' ? (
        <SkeletonTable
          caption={t('activeSessions.tableCaption')}
          columns={SESSION_COLUMNS.map((key) => ({ key, label: t(`activeSessions.columns.${key}`) }))}
          rows={3}
        />
      ) : null}
      {sessions.status === 'error' ? (
        <div className={styles.failed}>
          <Notice tone="error">{failedCallText(readApiError(sessions.error), t, t('activeSessions.loadFailed'))}</Notice>
          <Button variant="secondary" onClick={sessions.reload}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      ) : null}
      {sessions.status === 'ready' && sessions.data.length === 0 ? <p className={styles.empty}>{t('activeSessions.empty')}</p> : null}
      {sessions.status === 'ready' && sessions.data.length > 0 ? (
        <>
          <SessionsTable sessions={sessions.data} refreshing={sessions.refreshing} onEnd={(session) => ask({ kind: 'one', session })} />
          {others.length === 0 ? <p className={styles.empty}>{t('activeSessions.onlyThisDevice')}</p> : null}
        </>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={ending?.kind === 'one' ? t('activeSessions.confirmOne.title') : t('activeSessions.confirmOthers.title')}
        confirmLabel={ending?.kind === 'one' ? t('activeSessions.confirmOne.confirm') : t('activeSessions.confirmOthers.confirm')}
        busyLabel={t('activeSessions.ending')}
        busy={action.busy}
        error={action.formError}
        onConfirm={() => void confirm()}
        onCancel={() => setEnding(null)}
      >
        {ending?.kind === 'one' ? (
          <>
            <p className={styles.confirmDevice}>{[names.device(ending.session), names.browser(ending.session), names.os(ending.session)].join(' · ')}</p>
            <p>{t('activeSessions.confirmOne.details', { ip: ending.session.ip, lastActive: dateTime(ending.session.last_active_at) })}</p>
            <p>{t('activeSessions.confirmOne.text')}</p>
          </>
        ) : null}
        {ending?.kind === 'others' ? <p>{t('activeSessions.confirmOthers.text', { count: ending.count })}</p> : null}
      </ConfirmDialog>
    </AccountPage>
  );
}
