// Platform admin: portfolio management (every master's cases, hide a case, move cases between salons).
export { PortfolioPage as AdminPortfolioPage } from './PortfolioPage';
export { MasterPortfolioPage as AdminMasterPortfolioPage } from './MasterPortfolioPage';
