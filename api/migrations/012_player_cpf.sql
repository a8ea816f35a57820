-- The player's CPF (Brazilian taxpayer number, 11 digits): asked at sign-up under the br profile,
-- where deposits must come from and payouts go to accounts in the player's own CPF. One account
-- per CPF.
ALTER TABLE users ADD COLUMN cpf text CHECK (cpf ~ '^[0-9]{11}$');
CREATE UNIQUE INDEX users_cpf ON users (cpf) WHERE cpf IS NOT NULL;

-- A Pix or bank payment from someone else's account is refused (the provider sends it back).
ALTER TABLE deposits DROP CONSTRAINT deposits_failure_reason_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_failure_reason_check
  CHECK (failure_reason IN ('declined', 'insufficient_funds', 'processing_error', 'payer_not_holder'));
