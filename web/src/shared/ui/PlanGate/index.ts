// Plan-gated salon screens (issue #18): the gate, the upgrade screen and the link to the payment screen.
export { PlanGate } from './PlanGate';
export { UpgradeScreen } from './UpgradeScreen';
export { UpgradeLink } from './UpgradeLink';
