vcl 4.1;

import std;

# The shared cache in front of the site (docs/decisions/0054-shared-cache-in-front.md). It keeps only what the site
# marks `Cache-Control: public` (anonymous pages, public API reads, built assets), never a request with a cookie or
# authorization, nor an answer that is private or sets a cookie; the site purges what a change showed with
# `PURGE` and the keys in `Surrogate-Key` (PURGE_URL), allowed from the addresses in `purgers` only.
# The backend's address below is the default `npm start`; the tests and the bench write a copy with their own port.

backend site {
    .host = "127.0.0.1";
    .port = "3000";
    # Whether the site answers (GET /api/health, decision 53): while it does not, kept pages are served stale. Down
    # after three of five checks failed (3 s when it is gone), not for one slow answer under load.
    .probe = {
        .url = "/api/health";
        .interval = 1s;
        .timeout = 3s;
        .window = 5;
        .threshold = 3;
    }
}

acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    unset req.http.X-Cache;
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Keys are [a-z0-9:-], space-separated: each one bans every object whose Surrogate-Key names it.
        if (req.http.Surrogate-Key !~ "^[a-z0-9:-]+( [a-z0-9:-]+)*$") {
            return (synth(400, "Surrogate-Key names no keys"));
        }
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        set req.http.X-Cache = "pass";
        return (pass);
    }
    # An expired page is served while a fresh one is fetched for at most stale-while-revalidate (the site's
    # SHARED_CACHE_STALE_WHILE_REVALIDATE_SECONDS, 60 by default: keep the two in step); while the site is down, for as
    # long as its stale-if-error allowed (the object's grace, set below).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 60s;
    }
    # A member's, a visitor's with any cookie, an API caller's with a token: never looked up, never stored.
    if (req.http.Cookie || req.http.Authorization) {
        set req.http.X-Cache = "pass";
        return (pass);
    }
    return (hash);
}

sub vcl_backend_fetch {
    unset bereq.http.X-Cache;
}

sub vcl_backend_response {
    # A refresh in the background that fails keeps the stale page, rather than replacing it with the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # Only what the site says is public and sets no cookie is kept; Varnish's default TTL never applies.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "\bpublic\b"
        || beresp.http.Cache-Control ~ "\b(private|no-store|no-cache)\b") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Varnish reads stale-while-revalidate as the object's grace, but not stale-if-error: the longer of the two is the
    # grace, and vcl_recv narrows it while the site answers.
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(
            regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", beresp.grace);
    }
    return (deliver);
}

sub vcl_deliver {
    if (req.http.X-Cache == "pass") {
        set resp.http.X-Cache = "pass";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
