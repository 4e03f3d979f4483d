export * from './useDocumentMeta';
export * from './useLocale';
export * from './usePageView';
export * from './useRouteHandle';
export * from './useScrollToTop';
