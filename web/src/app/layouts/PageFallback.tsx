import { Center, Loader } from '@mantine/core';

/** Shown while a screen's translations or code load outside a navigation. */
export function PageFallback() {
  return (
    <Center mih="40vh" data-testid="page-fallback">
      <Loader color="plum" type="dots" />
    </Center>
  );
}
