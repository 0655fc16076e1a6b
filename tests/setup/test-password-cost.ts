import { lowerPasswordCostForTests } from '~/backend/sign-in/password-hash'

// Argon2id at its smallest cost for the contract tests (password-hash.ts says why).
lowerPasswordCostForTests({ memory: 8, passes: 1, parallelism: 1 })
