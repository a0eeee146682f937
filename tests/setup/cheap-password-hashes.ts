import { setPasswordHashCostForTests } from "#app/auth/password-hash.server.ts";

// Every test file hashes at the lowest cost verifyPassword accepts (2^10 instead of 2^15): people made
// for a test and the sign-ins it checks cost milliseconds, not seconds, on busy cores. The hash's own
// tests (app/auth/password-hash.server.test.ts) and the built servers (NODE_ENV=production) keep the
// real cost.
setPasswordHashCostForTests(10);
