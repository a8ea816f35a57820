export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
