import { LegalPage } from '../features/legal/LegalPage.tsx';
import { RgTools } from '../features/responsible-gambling/RgTools.tsx';

/** The legal and info pages share one component (remote.ts picks the export). */
export const BonusTermsPage = () => <LegalPage doc="bonusTerms" />;
export const TermsPage = () => <LegalPage doc="terms" />;
export const AboutPage = () => <LegalPage doc="about" />;
export const PrivacyPage = () => <LegalPage doc="privacy" />;
export const ResponsibleGamblingPage = () => <LegalPage doc="responsibleGambling" tools={<RgTools />} />;
