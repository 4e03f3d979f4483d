// Platform admin: the services catalogue with the overview of what waits (issue #17 items 1–2).
export { CataloguePage } from './CataloguePage';
