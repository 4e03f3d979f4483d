import { Alert, Center, Loader } from '@mantine/core';
import { apiErrorMessage } from '@/shared/api/errorMessage';

/** What a screen shows while its data loads or when loading failed. */
export function QueryStatus({ isPending, error }: { isPending: boolean; error: unknown }) {
  return (
    <>
      {isPending && (
        <Center py="xl">
          <Loader type="dots" />
        </Center>
      )}
      {error ? <Alert color="red">{apiErrorMessage(error)}</Alert> : null}
    </>
  );
}
