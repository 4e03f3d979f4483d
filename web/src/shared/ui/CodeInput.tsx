import { PinInput, type PinInputProps } from '@mantine/core';

/** Length of an SMS code (spec §9). */
export const CODE_LENGTH = 4;

type Props = Omit<PinInputProps, 'length' | 'type' | 'oneTimeCode'>;

/** The 4-digit SMS code input used wherever a code is typed (login, phone change). */
export function CodeInput(props: Props) {
  return <PinInput length={CODE_LENGTH} type="number" oneTimeCode size="lg" {...props} />;
}
