import { campuses } from "@shared/config/brand";
import { PanelHeading } from "~/components/places/section";
import { SmartImage } from "~/components/site/smart-image";
import { Mail, MapPin, Phone } from "~/components/ui/icons";
import type { CityFacts } from "~/content/destinations";
import { useTranslation } from "~/i18n/react";
import { useCity } from "./shared";

export function CampusPanel({ facts }: { facts: CityFacts }) {
  const { t } = useTranslation("destinations");
  const city = useCity(facts.id);
  const campus = campuses.find((entry) => entry.id === facts.id);
  return (
    <div>
      <PanelHeading
        id="campus-title"
        title={t("campus.title", { city: city.name })}
        intro={t("campus.intro")}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        {campus ? (
          <address className="self-start rounded-3xl bg-sand p-6 not-italic">
            <h3 className="text-2xl text-sea-deep">{t("campus.contactTitle")}</h3>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-coral-strong" />
                  {t("campus.address")}
                </dt>
                <dd className="pl-7 text-ink">
                  {campus.street}, {campus.locality}, {campus.postcode}
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                  <Phone aria-hidden="true" className="size-5 shrink-0 text-coral-strong" />
                  {t("campus.phone")}
                </dt>
                <dd className="pl-7">
                  <a href={campus.phoneHref} className="font-semibold text-sea underline">
                    {campus.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
                  <Mail aria-hidden="true" className="size-5 shrink-0 text-coral-strong" />
                  {t("campus.email")}
                </dt>
                <dd className="pl-7">
                  <a
                    href={`mailto:${campus.email}`}
                    className="font-semibold break-all text-sea underline"
                  >
                    {campus.email}
                  </a>
                </dd>
              </div>
            </dl>
          </address>
        ) : null}
        <div>
          <h3 className="text-2xl text-sea-deep">{t("campus.facilitiesTitle")}</h3>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {city.list("facilitiesList").map((item) => (
              <li key={item} className="flex items-start gap-2 text-ink">
                <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-teal" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {facts.facilities.map((facility) => (
          <li
            key={facility.id}
            className="flex flex-col overflow-hidden rounded-3xl border border-dune bg-white"
          >
            <SmartImage
              src={facility.image}
              alt=""
              width={800}
              height={600}
              className="aspect-[4/3] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-xl text-sea-deep">{t(`facilities.${facility.id}.name`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`facilities.${facility.id}.description`)}</p>
              <ul className="mt-4 space-y-1 text-sm text-ink">
                {(t(`facilities.${facility.id}.features`, { returnObjects: true }) as string[]).map(
                  (feature) => (
                    <li key={feature} className="flex items-start gap-2">
                      <span
                        aria-hidden="true"
                        className="mt-1.5 size-2 shrink-0 rounded-full bg-gold"
                      />
                      {feature}
                    </li>
                  ),
                )}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <section id="campus-tour" aria-labelledby="campus-tour-title" className="mt-12 scroll-mt-32">
        <h3 id="campus-tour-title" className="text-2xl text-sea-deep">
          {t("campus.tourTitle")}
        </h3>
        <p className="mt-1 text-ink-muted">{t("campus.tourText")}</p>
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-5">
          {facts.tour.map((picture) => (
            <li key={picture.id}>
              <figure>
                {/* The caption below names the picture; repeating it as alt text is noise. */}
                <SmartImage
                  src={picture.image}
                  alt=""
                  width={400}
                  height={300}
                  className="aspect-[4/3] w-full rounded-2xl object-cover"
                />
                <figcaption className="mt-2 text-sm text-ink-muted">
                  {t(`tour.pictures.${picture.id}`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
