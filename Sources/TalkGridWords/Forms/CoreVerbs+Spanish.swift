extension CoreVerbs {
    /// About a hundred Spanish verbs core vocabularies use, written for TalkGrid: regular verbs by
    /// name, the others with the forms the rules do not give (``VerbTable``'s line format).
    static let spanish = """
        ser; p=soy,eres,es,somos,sois,son; t=fui,fuiste,fue,fuimos,fuisteis,fueron
        estar; p=estoy,estás,está,estamos,estáis,están; t=estuve,estuviste,estuvo,estuvimos,estuvisteis,estuvieron
        tener; p=tengo,tienes,tiene,tenemos,tenéis,tienen; t=tuve,tuviste,tuvo,tuvimos,tuvisteis,tuvieron
        hacer; p=hago,haces,hace,hacemos,hacéis,hacen; t=hice,hiciste,hizo,hicimos,hicisteis,hicieron; pp=hecho
        ir; p=voy,vas,va,vamos,vais,van; t=fui,fuiste,fue,fuimos,fuisteis,fueron; g=yendo
        querer; s=ie; t=quise,quisiste,quiso,quisimos,quisisteis,quisieron
        poder; s=ue; t=pude,pudiste,pudo,pudimos,pudisteis,pudieron; g=pudiendo
        decir; p=digo,dices,dice,decimos,decís,dicen; t=dije,dijiste,dijo,dijimos,dijisteis,dijeron; pp=dicho; g=diciendo
        ver; p=veo,ves,ve,vemos,veis,ven; t=vi,viste,vio,vimos,visteis,vieron; pp=visto
        dar; p=doy,das,da,damos,dais,dan; t=di,diste,dio,dimos,disteis,dieron
        saber; p=sé,sabes,sabe,sabemos,sabéis,saben; t=supe,supiste,supo,supimos,supisteis,supieron
        venir; p=vengo,vienes,viene,venimos,venís,vienen; t=vine,viniste,vino,vinimos,vinisteis,vinieron; g=viniendo
        poner; p=pongo,pones,pone,ponemos,ponéis,ponen; t=puse,pusiste,puso,pusimos,pusisteis,pusieron; pp=puesto
        salir; p=salgo,sales,sale,salimos,salís,salen
        haber; p=he,has,ha,hemos,habéis,han; t=hube,hubiste,hubo,hubimos,hubisteis,hubieron
        traer; p=traigo,traes,trae,traemos,traéis,traen; t=traje,trajiste,trajo,trajimos,trajisteis,trajeron; pp=traído; g=trayendo
        oír; p=oigo,oyes,oye,oímos,oís,oyen; t=oí,oíste,oyó,oímos,oísteis,oyeron; pp=oído; g=oyendo
        caer; p=caigo,caes,cae,caemos,caéis,caen
        leer
        creer
        reír; p=río,ríes,ríe,reímos,reís,ríen; t=reí,reíste,rio,reímos,reísteis,rieron; pp=reído; g=riendo
        sonreír; p=sonrío,sonríes,sonríe,sonreímos,sonreís,sonríen; t=sonreí,sonreíste,sonrio,sonreímos,sonreísteis,sonrieron; pp=sonreído; g=sonriendo
        jugar; s=ue
        dormir; s=ue
        morir; s=ue; pp=muerto
        sentir; s=ie
        pedir; s=i
        repetir; s=i
        vestir; s=i
        seguir; s=i; p=sigo,sigues,sigue,seguimos,seguís,siguen
        volver; s=ue; pp=vuelto
        encontrar; s=ue
        recordar; s=ue
        contar; s=ue
        mostrar; s=ue
        probar; s=ue
        almorzar; s=ue
        doler; s=ue
        mover; s=ue
        llover; s=ue
        pensar; s=ie
        empezar; s=ie
        cerrar; s=ie
        entender; s=ie
        perder; s=ie
        despertar; s=ie
        encender; s=ie
        conocer
        parecer
        nacer
        crecer
        abrir; pp=abierto
        escribir; pp=escrito
        romper; pp=roto
        comer
        beber
        hablar
        mirar
        gustar
        necesitar
        ayudar
        parar
        llegar
        buscar
        tocar
        sacar
        llevar
        tomar
        trabajar
        estudiar
        escuchar
        cantar
        bailar
        nadar
        caminar
        correr
        vivir
        subir
        bajar
        entrar
        usar
        lavar
        limpiar
        cocinar
        comprar
        pagar
        esperar
        llamar
        preguntar
        contestar
        amar
        besar
        abrazar
        cambiar
        terminar
        acabar
        gritar
        llorar
        levantar
        dibujar
        pintar
        guardar
        dejar
        apagar
        arreglar
        compartir
        recibir
        aprender
        enseñar
        preparar
        desayunar
        cenar
        olvidar
        pasar
        quedar
        vender
        cortar
        empujar
        tirar
        descansar
        mandar
        """
}
