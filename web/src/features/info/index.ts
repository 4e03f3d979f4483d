export { InfoRoutePage } from './components/InfoPage';
