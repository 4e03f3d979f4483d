import { Container, type ContainerProps } from '@mantine/core';
import { CONTENT_WIDTH, PAGE_PADDING } from './theme';

/** 1160 px content column with 20 px gutters (335 px content on a 375 px phone). */
export function PageContainer(props: ContainerProps) {
  return <Container size={CONTENT_WIDTH + 2 * PAGE_PADDING} px={PAGE_PADDING} {...props} />;
}
