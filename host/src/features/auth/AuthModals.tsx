import { BannedModal } from './BannedModal.tsx';
import { ForgotPasswordModal } from './ForgotPasswordModal.tsx';
import { LoginModal } from './LoginModal.tsx';
import { SignupModal } from './SignupModal.tsx';

/** Every account modal, in one chunk the host loads the first time one of them opens. */
export default function AuthModals({ onBannedContinue }: { onBannedContinue: () => void }) {
  return (
    <>
      <LoginModal />
      <SignupModal />
      <ForgotPasswordModal />
      <BannedModal onContinue={onBannedContinue} />
    </>
  );
}
