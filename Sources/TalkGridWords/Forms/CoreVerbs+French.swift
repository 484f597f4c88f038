extension CoreVerbs {
    /// About a hundred French verbs core vocabularies use, written for TalkGrid (``VerbTable``'s line
    /// format): the present, the participle (the spoken past is *avoir*/*être* + participle) and the *-ant* form.
    static let french = """
        être; p=suis,es,est,sommes,êtes,sont; pp=été; g=étant
        avoir; p=ai,as,a,avons,avez,ont; pp=eu; g=ayant
        aller; p=vais,vas,va,allons,allez,vont; pp=allé; g=allant
        faire; p=fais,fais,fait,faisons,faites,font; pp=fait; g=faisant
        dire; p=dis,dis,dit,disons,dites,disent; pp=dit; g=disant
        pouvoir; p=peux,peux,peut,pouvons,pouvez,peuvent; pp=pu; g=pouvant
        vouloir; p=veux,veux,veut,voulons,voulez,veulent; pp=voulu; g=voulant
        savoir; p=sais,sais,sait,savons,savez,savent; pp=su; g=sachant
        voir; p=vois,vois,voit,voyons,voyez,voient; pp=vu; g=voyant
        venir; p=viens,viens,vient,venons,venez,viennent; pp=venu; g=venant
        revenir; p=reviens,reviens,revient,revenons,revenez,reviennent; pp=revenu; g=revenant
        devenir; p=deviens,deviens,devient,devenons,devenez,deviennent; pp=devenu; g=devenant
        tenir; p=tiens,tiens,tient,tenons,tenez,tiennent; pp=tenu; g=tenant
        prendre; p=prends,prends,prend,prenons,prenez,prennent; pp=pris; g=prenant
        apprendre; p=apprends,apprends,apprend,apprenons,apprenez,apprennent; pp=appris; g=apprenant
        comprendre; p=comprends,comprends,comprend,comprenons,comprenez,comprennent; pp=compris; g=comprenant
        mettre; p=mets,mets,met,mettons,mettez,mettent; pp=mis; g=mettant
        boire; p=bois,bois,boit,buvons,buvez,boivent; pp=bu; g=buvant
        lire; p=lis,lis,lit,lisons,lisez,lisent; pp=lu; g=lisant
        écrire; p=écris,écris,écrit,écrivons,écrivez,écrivent; pp=écrit; g=écrivant
        dormir; p=dors,dors,dort,dormons,dormez,dorment; pp=dormi; g=dormant
        sortir; p=sors,sors,sort,sortons,sortez,sortent; pp=sorti; g=sortant
        partir; p=pars,pars,part,partons,partez,partent; pp=parti; g=partant
        sentir; p=sens,sens,sent,sentons,sentez,sentent; pp=senti; g=sentant
        courir; p=cours,cours,court,courons,courez,courent; pp=couru; g=courant
        ouvrir; p=ouvre,ouvres,ouvre,ouvrons,ouvrez,ouvrent; pp=ouvert; g=ouvrant
        offrir; p=offre,offres,offre,offrons,offrez,offrent; pp=offert; g=offrant
        recevoir; p=reçois,reçois,reçoit,recevons,recevez,reçoivent; pp=reçu; g=recevant
        devoir; p=dois,dois,doit,devons,devez,doivent; pp=dû; g=devant
        croire; p=crois,crois,croit,croyons,croyez,croient; pp=cru; g=croyant
        rire; p=ris,ris,rit,rions,riez,rient; pp=ri; g=riant
        vivre; p=vis,vis,vit,vivons,vivez,vivent; pp=vécu; g=vivant
        suivre; p=suis,suis,suit,suivons,suivez,suivent; pp=suivi; g=suivant
        connaître; p=connais,connais,connaît,connaissons,connaissez,connaissent; pp=connu; g=connaissant
        mourir; p=meurs,meurs,meurt,mourons,mourez,meurent; pp=mort; g=mourant
        naître; p=nais,nais,naît,naissons,naissez,naissent; pp=né; g=naissant
        conduire; p=conduis,conduis,conduit,conduisons,conduisez,conduisent; pp=conduit; g=conduisant
        construire; p=construis,construis,construit,construisons,construisez,construisent; pp=construit; g=construisant
        peindre; p=peins,peins,peint,peignons,peignez,peignent; pp=peint; g=peignant
        éteindre; p=éteins,éteins,éteint,éteignons,éteignez,éteignent; pp=éteint; g=éteignant
        acheter; p=achète,achètes,achète,achetons,achetez,achètent
        appeler; p=appelle,appelles,appelle,appelons,appelez,appellent
        jeter; p=jette,jettes,jette,jetons,jetez,jettent
        lever; p=lève,lèves,lève,levons,levez,lèvent
        préférer; p=préfère,préfères,préfère,préférons,préférez,préfèrent
        répéter; p=répète,répètes,répète,répétons,répétez,répètent
        essayer; p=essaie,essaies,essaie,essayons,essayez,essaient
        payer; p=paie,paies,paie,payons,payez,paient
        envoyer; p=envoie,envoies,envoie,envoyons,envoyez,envoient
        nettoyer; p=nettoie,nettoies,nettoie,nettoyons,nettoyez,nettoient
        finir
        choisir
        grandir
        remplir
        attendre
        entendre
        répondre
        vendre
        perdre
        descendre
        rendre
        manger
        nager
        ranger
        changer
        bouger
        commencer
        lancer
        placer
        parler
        aimer
        regarder
        jouer
        donner
        aider
        arrêter
        fermer
        chercher
        trouver
        toucher
        porter
        travailler
        écouter
        chanter
        danser
        marcher
        habiter
        monter
        entrer
        rentrer
        tomber
        rester
        utiliser
        laver
        cuisiner
        demander
        embrasser
        terminer
        crier
        pleurer
        dessiner
        garder
        laisser
        allumer
        réparer
        partager
        montrer
        préparer
        déjeuner
        dîner
        oublier
        passer
        couper
        pousser
        tirer
        penser
        raconter
        goûter
        visiter
        gagner
        """
}
