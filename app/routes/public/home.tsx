import { brand } from "~/config/brand";
import { servicesContext } from "~/context.server";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const programs = await context.get(servicesContext).programs.listPublic();
  return { programs };
}

export function meta() {
  return [
    { title: `${brand.name} | English language school in Dublin, Cork and Galway` },
    {
      name: "description",
      content:
        "Learn English in Ireland with Clover English: junior summer schools, general and exam English, teacher training and CertTESOL in Dublin, Cork and Galway.",
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl text-sea-deep md:text-6xl">Learn English where it is spoken</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-muted">
        Small classes, caring host families and the west coast on your doorstep, in Dublin, Cork and
        Galway since {brand.foundedYear}.
      </p>
      <h2 className="mt-16 text-2xl text-sea-deep">Our programs</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.programs.map((program) => (
          <li key={program.id} className="rounded-2xl border border-dune bg-sand p-6">
            <h3 className="text-xl text-sea-deep">
              <a href={`/programs/${program.id}`}>{program.title}</a>
            </h3>
            <p className="mt-2 text-ink-muted">{program.shortDescription}</p>
            <p className="mt-4 text-sm font-semibold text-sea">
              {program.location} · {program.ageRange} · {program.duration}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
