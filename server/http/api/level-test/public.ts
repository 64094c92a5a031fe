/**
 * The online level test's public API (issue 15, decision 0015): start a sitting, answer its
 * questions one at a time, read where it stands. No sign-in: the sitting's id is an unguessable
 * token, which the page also keeps in a cookie so that a reload or a closed tab resumes it.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ageGroups } from "@shared/content/options";
import { levelTestResultEmailSchema } from "@shared/level-test/forms";
import { cefrLevels, levelTestSkills } from "@shared/level-test/types";
import { locales } from "../../../db/schema";
import type { Services } from "../../../services";
import { answerSubmission, readJson } from "../leads/public";
import { createRouter, errorResponses, json, jsonBody } from "../router";

const QuestionSchema = z
  .object({
    id: z.string(),
    passage: z.string().optional().openapi({ description: "Reading items: the text to read" }),
    prompt: z.string(),
    choices: z.array(z.string()),
    number: z.number().int().openapi({ description: "1-based position in this sitting" }),
    total: z.number().int().openapi({ description: "The most questions a sitting can have" }),
  })
  .openapi("LevelTestQuestion");

const SkillSchema = z.object({
  level: z.enum(cefrLevels),
  answered: z.number().int(),
  correct: z.number().int(),
});

const ResultSchema = z
  .object({
    level: z.enum(cefrLevels),
    skills: z.object(
      Object.fromEntries(levelTestSkills.map((skill) => [skill, SkillSchema.optional()])),
    ),
    ageGroup: z.string().nullable(),
    lang: z.string(),
    emailed: z.boolean(),
  })
  .openapi("LevelTestResult");

const StateSchema = z
  .union([z.object({ question: QuestionSchema }), z.object({ result: ResultSchema })])
  .openapi("LevelTestState");

const StartSchema = z
  .object({ lang: z.enum(locales).optional(), ageGroup: z.enum(ageGroups).optional() })
  .openapi("LevelTestStart");

const AnswerSchema = z
  .object({ questionId: z.string(), choiceIndex: z.number().int().min(0) })
  .openapi("LevelTestAnswer");

const SessionParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, description: "The sitting's token" }),
});

const tags = ["Level test"];

const ReceivedSchema = z.object({ status: z.literal("received"), message: z.string() });

export function levelTestRoutes(services: Services) {
  const router = createRouter();
  const sessions = services.levelTest.sessions;

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/level-test/sessions",
    operationId: "startLevelTest",
    tags,
    security: [],
    summary: "Start a sitting of the level test; answers its first question",
    request: { body: jsonBody(StartSchema) },
    responses: {
      201: json(
        z.object({ id: z.string(), question: QuestionSchema }),
        "Started; keep `id` to answer and to resume",
      ),
      ...errorResponses.validation,
      ...errorResponses.rateLimited,
    },
  });
  router.post("/level-test/sessions", async (c) => {
    const started = await sessions.start(await readJson(c), { ip: c.get("ip") });
    c.header("Cache-Control", "no-store");
    if (started.status === "rate_limited") {
      c.header("Retry-After", String(started.retryAfter));
      return c.json(
        {
          error: "rate_limited" as const,
          message: "Too many tests started from your connection. Please try again later.",
        },
        429,
      );
    }
    return c.json({ id: started.id, question: started.question }, 201);
  });

  router.openapi(
    createRoute({
      method: "get",
      path: "/level-test/sessions/{id}",
      operationId: "getLevelTest",
      tags,
      security: [],
      summary: "The current question of a sitting, or its result once finished",
      request: { params: SessionParam },
      responses: {
        200: json(StateSchema, "The current question or the result"),
        ...errorResponses.notFound,
      },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await sessions.get(c.req.valid("param").id), 200);
    },
  );

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/level-test/sessions/{id}/answers",
    operationId: "answerLevelTest",
    tags,
    security: [],
    summary: "Answer the current question; answers the next one or the result",
    request: { params: SessionParam, body: jsonBody(AnswerSchema) },
    responses: {
      200: json(StateSchema, "The next question, or the result when the test has finished"),
      ...errorResponses.validation,
      ...errorResponses.notFound,
      409: {
        description: "Not the current question (answered already, or the test has finished)",
        content: { "application/json": { schema: z.object({ error: z.string() }) } },
      },
    },
  });
  router.post("/level-test/sessions/:id/answers", async (c) => {
    const state = await sessions.answer(c.req.param("id"), await readJson(c));
    c.header("Cache-Control", "no-store");
    return c.json(state, 200);
  });

  router.openAPIRegistry.registerPath({
    method: "post",
    path: "/level-test/sessions/{id}/result-email",
    operationId: "emailLevelTestResult",
    tags,
    security: [],
    summary:
      "E-mail the finished test's result to the person, who consents to being contacted (a lead)",
    request: { params: SessionParam, body: jsonBody(levelTestResultEmailSchema) },
    responses: {
      201: json(ReceivedSchema, "Sent; staff notified"),
      ...errorResponses.validation,
      ...errorResponses.notFound,
      409: {
        description: "The test has not finished yet",
        content: { "application/json": { schema: z.object({ error: z.string() }) } },
      },
      ...errorResponses.rateLimited,
    },
  });
  router.post("/level-test/sessions/:id/result-email", async (c) => {
    const id = c.req.param("id");
    await sessions.get(id); // 404 for an unknown or expired sitting
    const result = await services.levelTest.leads.emailResult(id, await readJson(c), {
      ip: c.get("ip"),
    });
    return answerSubmission(c, result, "Your result is on its way to your inbox.");
  });

  return router;
}
