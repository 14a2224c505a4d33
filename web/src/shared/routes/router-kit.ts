/*
 * The one door to the router for pages, widgets and features: links, redirects, the address and its parameters.
 * Slices import these from `shared/routes`, never from the router library itself, so the library behind them can
 * change in one place (web/README "Loading fast"). The names and props follow react-router's: `Link`/`NavLink`
 * with `to` (and `replace`), `Navigate` with `to` and `replace`, `Outlet`, `useLocation()` → { pathname, search },
 * `useParams()`, `useSearchParams()` → [URLSearchParams, set], `useNavigate()` → (to, { replace }).
 */
export { Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
