export { AgreementsGate } from './AgreementsGate';
export { LoginHost } from './LoginHost';
