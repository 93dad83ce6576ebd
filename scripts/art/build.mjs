import { heroDesktop1, heroDesktop2, heroMobile1, heroMobile2 } from './heroes.mjs';
import { logoMark, favicon, avatars, aboutTeam } from './misc.mjs';
import { blogPaying, blogBoards, blogDeadhead, blogMaintenance, blogDetention } from './blog.mjs';
import { svcLoadBooking, svcBackOffice, svcRoute, svcDispatch, svcComm, svcFactoring } from './services.mjs';

const jobs = {
  heroDesktop1,
  heroDesktop2,
  heroMobile1,
  heroMobile2,
  logoMark,
  favicon,
  avatars,
  aboutTeam,
  svcLoadBooking,
  svcBackOffice,
  svcRoute,
  svcDispatch,
  svcComm,
  svcFactoring,
  blogPaying,
  blogBoards,
  blogDeadhead,
  blogMaintenance,
  blogDetention,
};
const only = process.argv[2];
for (const [k, fn] of Object.entries(jobs)) {
  if (only && !k.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(k, fn());
}
