/**
 * npm run bench:api — requests/s and latency of the two hottest API paths, and proof that
 * every acknowledged enquiry is stored: after load and after a burst of concurrent posts, the
 * number of rows equals the number of 201 answers.
 */
import autocannon from "autocannon";
import { closedLoop, describeLoad } from "./support/load";
import { adminToken, residentMemoryMb, startBenchServer } from "./support/server";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

function report(title: string, result: autocannon.Result) {
  const non2xx = result.non2xx;
  console.log(
    `${title}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${non2xx} non-2xx, ${result.errors} errors`,
  );
}

async function storedInquiries(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/contact-inquiries?pageSize=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { total: number }).total;
}

const server = await startBenchServer({ PUBLIC_WRITES_PER_HOUR: "1000000" });
try {
  console.log(`memory at idle: ${residentMemoryMb(server.process.pid as number)} MB resident`);
  report(
    "GET /api/programs",
    await autocannon({
      url: `${server.url}/api/programs`,
      connections: CONNECTIONS,
      duration: DURATION,
    }),
  );

  const body = JSON.stringify({
    name: "Bench Mark",
    email: "bench@example.com",
    subject: "Load test",
    message: "A realistic enquiry body, about as long as the ones people really send us.",
    gdprConsent: true,
  });
  const posts = await closedLoop({
    url: `${server.url}/api/contact-inquiries`,
    clients: CONNECTIONS,
    seconds: DURATION,
    init: () => ({ method: "POST", headers: { "Content-Type": "application/json" }, body }),
  });
  console.log(describeLoad("POST /api/contact-inquiries", posts));
  const acknowledged = posts.byStatus[201] ?? 0;

  const token = await adminToken(server.url);
  const afterLoad = await storedInquiries(server.url, token);
  console.log(`after load: acknowledged ${acknowledged}, stored ${afterLoad}`);

  const burst = 500;
  const answers = await Promise.all(
    Array.from({ length: burst }, () =>
      fetch(`${server.url}/api/contact-inquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      }).then((response) => response.status),
    ),
  );
  const burstAcknowledged = answers.filter((status) => status === 201).length;
  const afterBurst = await storedInquiries(server.url, token);
  console.log(
    `burst of ${burst} concurrent posts: acknowledged ${burstAcknowledged}, stored ${afterBurst - afterLoad}`,
  );
  console.log(`memory after load: ${residentMemoryMb(server.process.pid as number)} MB resident`);

  const consistent = afterLoad === acknowledged && afterBurst - afterLoad === burstAcknowledged;
  console.log(
    consistent ? "OK: stored count equals acknowledged count" : "MISMATCH: leads lost or invented",
  );
  if (!consistent) process.exitCode = 1;
} finally {
  await server.stop();
}
