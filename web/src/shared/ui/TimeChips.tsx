import { Button, SimpleGrid } from '@mantine/core';

interface Props {
  times: string[];
  value: string | null;
  onChange: (time: string) => void;
  /** Each chip's data-testid is `${testPrefix}-${HH:mm}`. */
  testPrefix: string;
  label: string;
}

/** Free start times as a grid of toggle chips; one can be chosen (the cabinets' reschedule and manual entry). */
export function TimeChips({ times, value, onChange, testPrefix, label }: Props) {
  return (
    <SimpleGrid cols={{ base: 4, xs: 5 }} spacing={6} role="group" aria-label={label}>
      {times.map((time) => (
        <Button
          key={time}
          size="xs"
          radius="xl"
          px={4}
          variant={time === value ? 'filled' : 'default'}
          aria-pressed={time === value}
          onClick={() => onChange(time)}
          data-testid={`${testPrefix}-${time}`}
        >
          {time}
        </Button>
      ))}
    </SimpleGrid>
  );
}
