import { Migration } from '@mikro-orm/migrations';

/**
 * Every API process keeps who a session cookie belongs to in memory for its hot reads: a session
 * that ends — signed out, reset password, deleted account, in whatever process or SQL statement —
 * tells them all at once (NOTIFY on commit, channel `session_ended`, payload the session id).
 * Expired rows the store prunes ended long ago and say nothing.
 */
export class Migration20261126160000SessionEndedNotifications extends Migration {
  override up(): void {
    this.addSql(`create function "identity"."notify_session_ended"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.expire >= now() then perform pg_notify('session_ended', old.sid); end if;
          return old;
        end if;
        if (old.sess->>'userId') is distinct from (new.sess->>'userId') then perform pg_notify('session_ended', old.sid); end if;
        return new;
      end
    $$;`);
    this.addSql(`create trigger "sessions_notify_ended" after delete or update of "sess" on "identity"."sessions"
      for each row execute function "identity"."notify_session_ended"();`);
  }

  override down(): void {
    this.addSql(`drop trigger "sessions_notify_ended" on "identity"."sessions";`);
    this.addSql(`drop function "identity"."notify_session_ended"();`);
  }
}
