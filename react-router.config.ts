import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Parallel work (or a second checkout's e2e run) can build elsewhere: BUILD_DIR=.tmp/build-x.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
  },
} satisfies Config;
