import { Hono } from "hono";
import type { Services } from "../../services";
import { notFound } from "../errors";

export function programRoutes(services: Services) {
  return new Hono()
    .get("/", async (c) => c.json(await services.programs.listPublic()))
    .get("/:id", async (c) => {
      const program = await services.programs.getPublic(c.req.param("id"));
      if (!program) throw notFound("Program not found");
      return c.json(program);
    });
}
