import { SUPPORT_EMAIL } from '../../../../shared/domain/contact.ts';
import { formatArs, planList, plans } from '../../../../shared/domain/subscription-plans.ts';
import { Link } from '../../components/link.tsx';
import { LegalPage, type LegalSection } from './legal-page.tsx';

const support = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

/** How often each plan renews, in words. */
const renewal: Record<(typeof planList)[number]['id'], string> = {
  annual: 'se renueva cada 12 meses',
  weekly: 'se renueva cada 7 días',
};

const sections: LegalSection[] = [
  {
    id: 'servicio',
    title: 'Qué es Ingresá',
    body: (
      <>
        <p>
          Ingresá es una plataforma online para preparar el examen de ingreso a la UTN: matemática, física y
          química, con ejercicios, mini clases, simuladores y un tutor con IA.
        </p>
        <p>
          Es un servicio independiente: no forma parte de la Universidad Tecnológica Nacional ni está avalado
          por ella. Al usar el sitio o suscribirte, aceptás estos términos y nuestra{' '}
          <Link to="/privacidad">Política de privacidad</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'cuenta',
    title: 'Tu cuenta',
    body: (
      <ul>
        <li>Ingresás con tu email y un código de 6 dígitos que te mandamos en el momento.</li>
        <li>
          La cuenta es personal: no compartas tus códigos ni tu sesión. Si creés que alguien entró a tu
          cuenta, escribinos.
        </li>
        <li>
          Para suscribirte tenés que ser mayor de 18 años o contar con la autorización de tu madre, tu padre o
          quien sea tu tutor legal.
        </li>
      </ul>
    ),
  },
  {
    id: 'incluye',
    title: 'Qué incluye la suscripción',
    body: (
      <>
        <p>Los dos planes incluyen todo Ingresá:</p>
        <ul>
          {plans.weekly.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p>La diferencia entre los planes es solo cada cuánto pagás y cuánto.</p>
      </>
    ),
  },
  {
    id: 'precios',
    title: 'Precios y pagos',
    body: (
      <>
        <ul>
          {planList.map((plan) => (
            <li key={plan.id}>
              <strong>{plan.name}</strong>: {formatArs(plan.priceArs)} {plan.periodLabel}; {renewal[plan.id]}.
            </li>
          ))}
        </ul>
        <p>
          Los precios están en pesos argentinos. Pagás con Mercado Pago, con los medios que te ofrezca, y el
          precio que ves antes de confirmar es el que se cobra.
        </p>
        <p>
          Los precios pueden cambiar. Un cambio nunca afecta un período que ya pagaste, y te lo avisamos antes
          de que se aplique a tu próxima renovación, para que puedas cancelar si no te conviene.
        </p>
      </>
    ),
  },
  {
    id: 'renovacion',
    title: 'Renovación automática',
    body: (
      <p>
        La suscripción se renueva sola al terminar cada período: Mercado Pago te cobra el mismo plan con el
        mismo medio de pago, hasta que la canceles. Así no perdés el acceso en medio de tu preparación.
      </p>
    ),
  },
  {
    id: 'cancelar',
    title: 'Cancelar cuando quieras',
    body: (
      <>
        <p>
          Podés cancelar en cualquier momento desde tu cuenta, en «Mi suscripción» o en el menú de tu perfil
          («Cancelar suscripción»), o sin iniciar sesión con el{' '}
          <Link to="/baja">Botón de baja de servicio</Link>. No necesitás explicarnos nada.
        </p>
        <p>
          Desde ese momento no se te vuelve a cobrar, y seguís estudiando hasta el final del período que ya
          pagaste. No devolvemos la parte del período que no usaste, salvo que ejerzas tu derecho de
          arrepentimiento.
        </p>
      </>
    ),
  },
  {
    id: 'arrepentimiento',
    title: 'Derecho de arrepentimiento',
    body: (
      <>
        <p>
          Como contratás a distancia, tenés 10 días corridos desde que te suscribís para arrepentirte, sin dar
          motivos y sin costo (Ley 24.240 de Defensa del Consumidor, artículo 34).
        </p>
        <p>
          Para hacerlo, usá el <Link to="/arrepentimiento">Botón de arrepentimiento</Link>, sin iniciar sesión
          ni registrarte, o escribinos a {support} desde el email de tu cuenta. Te damos un código de
          identificación en el momento y te lo mandamos por email. Cancelamos tu suscripción, te devolvemos el
          total por Mercado Pago, por el mismo medio con el que pagaste, y tu acceso termina.
        </p>
      </>
    ),
  },
  {
    id: 'resultados',
    title: 'Sin garantía de ingreso',
    body: (
      <p>
        Ingresá te ayuda a prepararte, pero aprobar el examen depende de tu estudio y de la evaluación de la
        UTN. No garantizamos que apruebes ni que ingreses. Lo que contamos sobre el examen (fechas, formato,
        temas) es orientativo: la información oficial es la que publica cada Facultad Regional.
      </p>
    ),
  },
  {
    id: 'tutor',
    title: 'Uso del tutor con IA',
    body: (
      <>
        <p>
          El tutor es una inteligencia artificial que responde con el material de Ingresá. Es una ayuda para
          estudiar, no un profesor: puede equivocarse, así que revisá sus respuestas con las clases y los
          ejercicios resueltos.
        </p>
        <p>Para que funcione bien para todos:</p>
        <ul>
          <li>Usalo para tus dudas de matemática, física y química del ingreso.</li>
          <li>No le cuentes datos personales ni sensibles, tuyos o de otras personas.</li>
          <li>
            No lo uses para insultar, acosar, ni para generar contenido ilegal o que no tenga que ver con el
            estudio.
          </li>
          <li>No intentes saltearte sus límites ni usarlo con programas automáticos.</li>
        </ul>
        <p>
          Tiene un límite de mensajes por día. Si alguien lo usa mal, podemos limitar o suspender su acceso.
        </p>
      </>
    ),
  },
  {
    id: 'uso',
    title: 'Uso del contenido',
    body: (
      <p>
        Los ejercicios, las clases, los simuladores y los cuadernillos son de Ingresá. Podés usarlos para
        estudiar vos, pero no copiarlos, revenderlos ni publicarlos en otro lado, ni descargarlos de forma
        automática. Si alguien usa el servicio para algo de esto, podemos suspender su cuenta.
      </p>
    ),
  },
  {
    id: 'disponibilidad',
    title: 'Disponibilidad',
    body: (
      <p>
        Trabajamos para que Ingresá funcione a toda hora, pero puede haber cortes o mantenimientos. Si un
        problema nuestro te deja sin servicio por un tiempo largo, escribinos y lo resolvemos.
      </p>
    ),
  },
  {
    id: 'baja',
    title: 'Eliminar tu cuenta',
    body: (
      <p>
        Podés eliminar tu cuenta cuando quieras desde el menú de tu perfil («Eliminar mi cuenta»). Cancelamos
        tu suscripción en Mercado Pago y borramos todo tu progreso, que no se puede recuperar. El tiempo que
        te quedaba del período pagado se pierde. Los detalles están en la{' '}
        <Link to="/privacidad">Política de privacidad</Link>.
      </p>
    ),
  },
  {
    id: 'cambios',
    title: 'Cambios y ley aplicable',
    body: (
      <>
        <p>
          Si cambiamos estos términos, te avisamos en el sitio o por email antes de que rijan. Si no estás de
          acuerdo, podés cancelar tu suscripción.
        </p>
        <p>
          Rigen las leyes de la República Argentina. Nada de esto limita tus derechos como consumidor según la
          Ley 24.240: podés reclamar ante la autoridad de defensa del consumidor y los tribunales de tu
          domicilio.
        </p>
        <p>¿Dudas? Escribinos a {support}.</p>
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Términos y condiciones"
      summary={
        <ul>
          <li>
            {plans.annual.name}: {formatArs(plans.annual.priceArs)} {plans.annual.periodLabel}.{' '}
            {plans.weekly.name}: {formatArs(plans.weekly.priceArs)} {plans.weekly.periodLabel}. Los dos
            incluyen todo.
          </li>
          <li>
            Se renueva sola hasta que la canceles; cancelás cuando quieras y estudiás hasta el final del
            período pago.
          </li>
          <li>Tenés 10 días para arrepentirte de la compra y recibir la devolución total.</li>
          <li>Te ayudamos a prepararte, pero no podemos garantizar que ingreses.</li>
        </ul>
      }
      sections={sections}
    />
  );
}
