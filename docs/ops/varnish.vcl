# Varnish 7.1 in front of SweepScout, with the xkey module (Debian: varnish, varnish-modules).
# The operations test (tests/ops/cache.spec.ts) runs this very file, with its backend port
# replaced. Run: varnishd -a :80 -f /etc/varnish/sweepscout.vcl -s malloc,256m
# and start the site with PURGE_URL=http://<varnish host>/ (PURGE_METHOD defaults to PURGE).
vcl 4.1;

import std;
import xkey;

# The site (or the load balancer in front of its instances).
backend site {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    # /readyz answers 503 while an instance starts or drains: stale answers are served meanwhile.
    .probe = {
        .url = "/readyz";
        .interval = 2s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# Who may purge: the site's instances. Widen to their subnet in production.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "Surrogate-Key header required"));
        }
        # Hard purge: the next request for these answers goes to the site.
        set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
        return (synth(200, "Purged " + req.http.X-Purged));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Staff sessions and the admin API are never cached (their answers carry no keys either).
    if (req.url ~ "^/(api/)?admin(/|$|\?)" || req.http.X-Admin-Key) {
        return (pass);
    }
    # The site answers a page document only to a request that accepts HTML: one copy for those,
    # one for the rest, instead of one per browser's Accept header.
    if (!req.http.Accept || req.http.Accept ~ "(text/html|text/\*|\*/\*)") {
        set req.http.X-Wants-Html = "1";
    } else {
        set req.http.X-Wants-Html = "0";
    }
}

sub vcl_hash {
    hash_data(req.http.X-Wants-Html);
}

sub vcl_backend_response {
    # Only what the site filed under surrogate keys is shared: anything else (admin, a guide that
    # counts its views, errors) goes to the site every time.
    if (!beresp.http.Surrogate-Key) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    # TTL comes from s-maxage, grace from stale-while-revalidate; keep for stale-if-error.
    set beresp.keep = 1d;
}

sub vcl_backend_error {
    # The site is down and nothing stale is at hand: say so plainly.
    set beresp.http.Retry-After = "5";
}

sub vcl_deliver {
    unset resp.http.xkey;
    unset resp.http.X-Wants-Html;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    set resp.http.X-Cache-Hits = obj.hits;
}
