export { AgreementsGate } from './AgreementsGate';
export { LoginHost } from './LoginHost';
export { DemoRequestHost } from './DemoRequestHost';
