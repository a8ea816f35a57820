-- The br profile asks a new player for their deposit limits and a time reminder before their first
-- deposit: when they chose them (NULL: not yet).
ALTER TABLE player_rg_settings ADD COLUMN first_limits_chosen_at timestamptz;
