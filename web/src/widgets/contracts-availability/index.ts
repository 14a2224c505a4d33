export { ContractsAvailability } from './ui/contracts-availability.tsx';
