import {
  Destinations,
  ExperienceIreland,
  NewsletterSection,
  PopularPrograms,
  type ProgramCard,
  WhyChoose,
} from "./sections";
import { TestimonialCarousel } from "./testimonial-carousel";

/** The home page after its first screen; hydrated when the visitor scrolls to it (home.tsx). */
export function HomeBelowTheFold({ programs }: { programs: ProgramCard[] }) {
  return (
    <>
      <WhyChoose />
      <PopularPrograms programs={programs} />
      <TestimonialCarousel />
      <ExperienceIreland />
      <Destinations />
      <NewsletterSection />
    </>
  );
}
