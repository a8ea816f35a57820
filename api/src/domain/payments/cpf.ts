/** Brazilian individual taxpayer number (CPF): the platform contract's rules, shared with the forms. */
export { cpfDigits, formatCpf, isValidCpf } from '@palpite/shared/contract';
