/** Brazilian taxpayer number (CPF): the platform contract's rules, the same the API enforces. */
export { isValidCpf, maskCpf } from '@palpite/shared/contract';
