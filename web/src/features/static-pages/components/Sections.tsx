import { Title } from '@mantine/core';
import classes from './Static.module.css';

export interface TextSection {
  title: string;
  body: string;
}

/** Paragraphs are separated by blank lines; single newlines stay line breaks. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim())
        .map((p, i) => (
          <p key={i}>{p}</p>
        ))}
    </>
  );
}

export function Sections({ sections }: { sections: TextSection[] }) {
  return (
    <div className={classes.prose}>
      {sections.map((s) => (
        <section key={s.title} className={classes.section}>
          <Title order={2} fz={{ base: 20, sm: 24 }} mt="xl" mb="sm">
            {s.title}
          </Title>
          <Paragraphs text={s.body} />
        </section>
      ))}
    </div>
  );
}
