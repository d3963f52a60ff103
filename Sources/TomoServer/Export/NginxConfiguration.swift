/// An nginx configuration that serves a static export at the API's paths.
///
/// Run it with `nginx -p EXPORT_FOLDER -c nginx.conf` (add `-g 'daemon off;'` to keep it in the
/// foreground; stop it with `-s stop`). It logs errors to stderr and keeps its temporary files in
/// the export folder.
///
/// List requests with a query are mapped to files: `/v2/list?page=P&limit=L` to
/// `v2/list/page-P-limit-L.json` and `/api/v2/content/misc/media-coverages?offset=O&limit=L` to
/// `api/v2/content/misc/media-coverages/offset-O-limit-L.json`; a missing parameter takes the API's
/// default, a non-numeric one and a page that was not exported answer 404.
enum NginxConfiguration {
    /// The file of Picsum list page `page` of `limit` photos (arguments are numbers, or nginx variables
    /// for the configuration's `try_files`).
    static func picsumPage(page: String, limit: String) -> String {
        "v2/list/page-\(page)-limit-\(limit).json"
    }

    /// The file of the media coverages from `offset` on, `limit` of them (numbers or nginx variables).
    static func mediaCoveragePage(offset: String, limit: String) -> String {
        "api/v2/content/misc/media-coverages/offset-\(offset)-limit-\(limit).json"
    }

    static func text(port: Int) -> String {
        let immutable = #"add_header Cache-Control "public, max-age=31536000, immutable";"#
        return """
        # Serves this folder at the Tomo API's paths: nginx -p THIS_FOLDER -c nginx.conf [-g 'daemon off;']
        worker_processes auto;
        pid nginx.pid;
        error_log stderr warn;
        events { worker_connections 1024; }
        http {
            access_log off;
            sendfile on;
            tcp_nopush on;
            keepalive_requests 100000;
            client_body_temp_path tmp/body;
            proxy_temp_path tmp/proxy;
            fastcgi_temp_path tmp/fastcgi;
            uwsgi_temp_path tmp/uwsgi;
            scgi_temp_path tmp/scgi;
            # Query parameters of the list APIs, as the file names hold them (absent: the API's default).
            map $arg_page $picsum_page { "" \(PicsumListPage(page: nil, limit: nil).page); "~^[0-9]+$" $arg_page; default invalid; }
            map $arg_limit $picsum_limit { "" \(PicsumListPage.defaultLimit); "~^[0-9]+$" $arg_limit; default invalid; }
            map $arg_offset $grid_offset { "" 0; "~^[0-9]+$" $arg_offset; default invalid; }
            map $arg_limit $grid_limit { "" \(MediaCoverageRoutes.defaultLimit); "~^[0-9]+$" $arg_limit; default invalid; }
            server {
                listen 127.0.0.1:\(port);
                root .;
                default_type application/json;
                location / {
                    try_files $uri $uri/index.json =404;
                }
                location ~ ^/series/[^/]+/slice/ {
                    default_type image/png;
                    \(immutable)
                }
                location = /openapi.yaml {
                    default_type application/yaml;
                }
                location = /v2/list {
                    try_files /\(picsumPage(page: "${picsum_page}", limit: "${picsum_limit}")) =404;
                }
                location ~ ^/id/[^/]+/info$ {
                    # JSON (the default type), without the images' Cache-Control.
                }
                location ~ ^/id/ {
                    default_type image/jpeg;
                    \(immutable)
                }
                location = /api/v2/content/misc/media-coverages {
                    try_files /\(mediaCoveragePage(offset: "${grid_offset}", limit: "${grid_limit}")) =404;
                }
                location ^~ /\(MediaCoverageCatalog.basePath)/ {
                    default_type image/jpeg;
                    \(immutable)
                }
            }
        }
        """
    }
}
