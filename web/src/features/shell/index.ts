export { BottomBar } from './BottomBar';
export { CompactHeader } from './CompactHeader';
export { LazyFooter } from './LazyFooter';
export { Header } from './Header';
export { partnerRouteNames } from './publicLinks';
export { bottomBarItems, profileRoute, openDemoRequest, OPEN_DEMO_REQUEST_EVENT } from './roles';
export { ShortFooter } from './ShortFooter';
