import { Badge } from '../../components/Badge';

type PlaceholderScreenProps = {
  title: string;
  description?: string;
};

/** Stands in for a route whose screen is not built yet. */
function PlaceholderScreen({ title, description }: PlaceholderScreenProps) {
  return (
    <section data-slot="placeholder-screen" className="mx-auto grid max-w-3xl gap-3 px-4 py-16 text-center">
      <Badge variant="brand" className="mx-auto">
        Em breve
      </Badge>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
      {description ? <p className="text-ink-muted">{description}</p> : null}
    </section>
  );
}

export { PlaceholderScreen };
export type { PlaceholderScreenProps };
